#!/usr/bin/env python3
"""The UIKit census: which UIKit, QuartzCore and Foundation-layout type names a folder of Swift sources uses that
LayoutShotUIKit (with LayoutShotCoreGraphics) does not declare.

    python3 scripts/uikit-census.py FOLDER [FOLDER ...]

Reads every .swift file under the folders (an app's sources, a library, the porting tool's output) and prints, for
each name that starts with UI, NS or CA and is used as a type or a static member base, whether the look-alike modules
declare it, then `census: N used, N declared, N missing`. Exits 1 when a name is missing, 0 otherwise. A heuristic
over identifiers, not a compiler: it finds the names to declare next, and the compiler has the last word.
"""
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DECLARING = ["Sources/LayoutShotUIKit", "Sources/LayoutShotCoreGraphics"]
DECLARATION = re.compile(r"\b(?:class|struct|enum|protocol|typealias|actor)\s+((?:UI|NS|CA)[A-Z]\w*)")
NESTED = re.compile(r"\bextension\s+((?:UI|NS|CA)[A-Z]\w*)(?:\.(\w+))?")
USE = re.compile(r"\b((?:UI|NS|CA)[A-Z][A-Za-z0-9]*)(?:\.([A-Z]\w*))?")
# Foundation's own NS names, which Linux's Foundation declares.
FOUNDATION = {"NSObject", "NSCoder", "NSString", "NSNumber", "NSValue", "NSRange", "NSAttributedString", "NSMutableAttributedString",
              "NSLocalizedString", "NSClassFromString", "NSStringFromClass", "NSNotFound", "NSDecimalNumber", "NSArray",
              "NSDictionary", "NSSet", "NSIndexPath", "NSError", "NSLock", "NSRecursiveLock", "NSCache", "NSPredicate",
              "NSSortDescriptor", "NSRegularExpression", "NSData", "NSDate", "NSURL", "NSObjectProtocol", "NSCopying",
              "NSSecureCoding", "NSCoding", "NSMutableArray", "NSMutableDictionary", "NSNull", "NSUUID", "NSMakeRange"}


def swift_files(folder):
    for root, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".swift"):
                yield os.path.join(root, name)


def declared():
    names = set()
    for folder in DECLARING:
        for path in swift_files(os.path.join(REPO, folder)):
            text = open(path, encoding="utf-8", errors="replace").read()
            names.update(DECLARATION.findall(text))
            for outer, inner in NESTED.findall(text):
                names.add(outer)
            for outer, inner in re.findall(r"\b((?:UI|NS|CA)[A-Z]\w*)\s*\{[^}]*?\b(?:class|struct|enum|typealias)\s+(\w+)", text):
                names.add(f"{outer}.{inner}")
    return names


def main(folders):
    if not folders:
        sys.exit(__doc__)
    have = declared()
    used = {}
    for folder in folders:
        for path in swift_files(folder):
            text = open(path, encoding="utf-8", errors="replace").read()
            text = re.sub(r'"(?:\\.|[^"\\])*"', '""', re.sub(r"//[^\n]*", "", text))
            text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
            # Module names in imports, and attributes, are not types.
            text = re.sub(r"^\s*(?:@testable\s+)?import\s+\w+.*$", "", text, flags=re.M)
            text = re.sub(r"@UIApplicationMain\b|canImport\(\w+\)", "", text)
            for outer, _ in USE.findall(text):
                if outer not in FOUNDATION:
                    used.setdefault(outer, set()).add(os.path.relpath(path, folder))
    missing = sorted(name for name in used if name not in have)
    for name in sorted(used):
        print(f"{'declared' if name in have else 'MISSING '} {name}  ({len(used[name])} file(s))")
    print(f"census: {len(used)} used, {len(used) - len(missing)} declared, {len(missing)} missing")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
