#!/usr/bin/env python3
"""Ports Apple's sample "Implementing Modern Collection Views" with layoutshot-port, builds it against this
checkout with LayoutShotUIKit, loads every screen of its outline with LayoutHost(viewController:device:) on an
iPhone 14, and writes a review sheet PNG and a list of the screens that loaded or failed and why; the frames of
six screens are checked against values worked by hand (Review/Checks.swift). Exit 0 when every check holds, 1 on
a mismatch or a screen that no longer loads, 2 when the sample cannot be fetched, ported or built.

  scripts/apple-sample/review.py [SOURCE] [--commit C] [--work DIR] [--png FILE] [--report FILE]

SOURCE is a git repository of the sample (a bare mirror, a clone or a URL; the folder "Modern Collection Views" at
--commit is taken) or a folder of its Swift files. Nothing of the sample is kept in this repository: it is read
at run time. Files that do not compile yet are left out of the build, each replaced by an empty view controller
of its name so the outline still names it, and reported with the compiler's first error.
"""
import argparse, json, os, re, shutil, subprocess, sys, time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MIRROR = "/work/.mirror/alexandre-pod+Apple-sample-code-Modern-Collection-Views/repo"
FOLDER = "Modern Collection Views"
# Apple's sample as published; the mirror's later commits rewrite it with a third-party layout DSL.
COMMIT = "325d1e7"
# Screens that loaded at the last documented run (docs/uikit-host.md): one that stops loading fails the run.
EXPECTED_TO_LOAD = 26


def fail(message, code=2):
    print(f"apple-sample: {message}", file=sys.stderr)
    sys.exit(code)


def run(command, cwd, log=None):
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if log:
        with open(log, "w", encoding="utf-8") as out:
            out.write(result.stdout)
    return result


def fetch(source, commit, into):
    """The sample's Swift folder, copied into `into`."""
    shutil.rmtree(into, ignore_errors=True)
    os.makedirs(into)
    if os.path.isdir(source) and not (os.path.exists(os.path.join(source, "HEAD")) or os.path.isdir(os.path.join(source, ".git"))):
        folder = os.path.join(source, FOLDER) if os.path.isdir(os.path.join(source, FOLDER)) else source
        shutil.copytree(folder, os.path.join(into, FOLDER))
        return os.path.join(into, FOLDER)
    repository = source
    if "://" in source or source.startswith("git@"):
        repository = os.path.join(os.path.dirname(into), "clone")
        shutil.rmtree(repository, ignore_errors=True)
        if run(["git", "clone", "--quiet", "--bare", source, repository], cwd=REPO).returncode != 0:
            fail(f"cannot clone {source}")
    archive = subprocess.run(["git", "-C", repository, "archive", commit, FOLDER], stdout=subprocess.PIPE)
    if archive.returncode != 0:
        fail(f"{repository} has no folder '{FOLDER}' at {commit}")
    subprocess.run(["tar", "-x", "-C", into], input=archive.stdout, check=True)
    return os.path.join(into, FOLDER)


def outline_screens(ported):
    """(group, title, class) for each screen of the sample's outline, in its order, after the outline itself."""
    text = open(os.path.join(ported, "OutlineViewController.swift"), encoding="utf-8").read()
    screens, group = [("Outline", "Modern Collection Views", "OutlineViewController")], ""
    start = text.index("menuItems")
    for match in re.finditer(r'OutlineItem\(title:\s*"([^"]+)"(?:,\s*viewController:\s*(\w+)\.self)?', text[start:]):
        before = text[start:start + match.start()]
        if before.count("[") - before.count("]") == 1:
            group = match.group(1)
        if match.group(2):
            screens.append((group, match.group(1), match.group(2)))
    return screens


def declared_classes(path):
    return re.findall(r"^(?:final\s+)?class\s+(\w+)\s*:\s*(\w+)", open(path, encoding="utf-8").read(), re.M)


def consumer_paths(work):
    """The package folder, the path it gives for this repository and its scratch folder. With
    LAYOUTSHOT_CONSUMER_ROOT set, the shared place of scripts/uikit-package.sh's consumer_paths, so this repository
    is compiled once for every consumer package .ci/run builds; otherwise a package in WORK and SwiftPM's default."""
    root = os.environ.get("LAYOUTSHOT_CONSUMER_ROOT")
    if not root:
        return os.path.join(work, "pkg"), REPO, os.path.join(work, "pkg", ".build")
    package, dependency = os.path.join(root, "package"), os.path.join(root, "layoutshot")
    shutil.rmtree(package, ignore_errors=True)
    os.makedirs(root, exist_ok=True)
    if os.path.lexists(dependency):
        os.remove(dependency)
    os.symlink(REPO, dependency)
    return package, dependency, os.path.join(root, "build")


def write_package(package, dependency, ported):
    os.makedirs(os.path.join(package, "Sources"), exist_ok=True)
    for name, target in [("Sample", ported), ("SampleReview", os.path.join(REPO, "scripts", "apple-sample", "Review"))]:
        link = os.path.join(package, "Sources", name)
        if os.path.lexists(link):
            os.remove(link)
        os.symlink(target, link)
    with open(os.path.join(package, "Package.swift"), "w", encoding="utf-8") as out:
        out.write(f"""// swift-tools-version:6.0
import PackageDescription
let package = Package(
    name: "AppleSampleReview",
    dependencies: [.package(path: "{dependency}")],
    targets: [
        .target(name: "Sample", dependencies: [.product(name: "LayoutShotUIKit", package: "{os.path.basename(dependency)}")],
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(name: "SampleReview", dependencies: [
            "Sample",
            .product(name: "LayoutShotUIKit", package: "{os.path.basename(dependency)}"),
            .product(name: "LayoutPipeline", package: "{os.path.basename(dependency)}"),
            .product(name: "LayoutRender", package: "{os.path.basename(dependency)}"),
            .product(name: "LayoutCore", package: "{os.path.basename(dependency)}"),
        ], swiftSettings: [.swiftLanguageMode(.v5)]),
    ]
)
""")


def write_screens(ported, screens, left_out):
    """The Sample module's list of its screens: a generated harness file, not the sample's code."""
    lines = [
        "import LayoutShotUIKit", "",
        "/// Written by scripts/apple-sample/review.py: the sample's outline screens that compiled, in its order.",
        "@MainActor public func reviewScreens() -> [(group: String, title: String, type: String, make: () -> UIViewController)] {",
        "    [",
    ]
    for group, title, name in screens:
        if name not in left_out:
            lines.append(f'        ({json.dumps(group)}, {json.dumps(title)}, "{name}", {{ {name}() }}),')
    lines += ["    ]", "}", ""]
    # The outline screen's top level expanded, as tapping each of its chevrons does: a harness call into the sample's
    # own data source (UIKit's section-snapshot API), which Review/Checks.swift cannot name from its module.
    lines += [
        "/// Written by scripts/apple-sample/review.py: expands the top level of the outline screen's menu, as tapping",
        "/// each chevron does; false when `controller` is not the outline screen or it did not compile.",
        "@MainActor public func reviewExpandOutlineOneLevel(_ controller: UIViewController) -> Bool {",
    ]
    if "OutlineViewController" in left_out:
        lines += ["    false", "}", ""]
    else:
        lines += [
            "    guard let outline = controller as? OutlineViewController, let dataSource = outline.dataSource else { return false }",
            "    var snapshot = dataSource.snapshot(for: .main)",
            "    snapshot.expand(snapshot.rootItems)",
            "    dataSource.apply(snapshot, to: .main, animatingDifferences: false)",
            "    return true",
            "}", "",
        ]
    stubs = [f"/// Left out of the build: {why.splitlines()[0][:200]}\nclass {name}: UIViewController {{}}\n"
             for name, why in sorted(left_out.items())]
    with open(os.path.join(ported, "LayoutShotReviewScreens.swift"), "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n" + "\n".join(stubs))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", default=MIRROR)
    parser.add_argument("--commit", default=COMMIT)
    parser.add_argument("--work", default=os.environ.get("LAYOUTSHOT_SAMPLE_WORK", "/tmp/layoutshot-apple-sample"))
    parser.add_argument("--png", default=os.path.join(REPO, "docs", "images", "apple-sample-review.png"))
    parser.add_argument("--report", default=None, help="the JSON list of screens (default: WORK/screens.json)")
    args = parser.parse_args()
    start = time.time()
    work = os.path.abspath(args.work)
    os.makedirs(work, exist_ok=True)
    source = fetch(args.source, args.commit, os.path.join(work, "src"))
    originals = sorted(os.path.relpath(os.path.join(d, f), source) for d, _, fs in os.walk(source) for f in fs if f.endswith(".swift"))

    if run(["swift", "build", "--product", "layoutshot-port"], cwd=REPO, log=os.path.join(work, "port-build.log")).returncode != 0:
        fail(f"layoutshot-port did not build: {work}/port-build.log")
    bin_path = run(["swift", "build", "--show-bin-path"], cwd=REPO).stdout.strip().splitlines()[-1]
    ported = os.path.join(work, "ported")
    port = run([os.path.join(bin_path, "layoutshot-port"), source, "--output", ported], cwd=work, log=os.path.join(work, "port.log"))
    if port.returncode != 0:
        fail(f"layoutshot-port refused the sample ({work}/port.log):\n{port.stdout}")
    print(f"apple-sample: {port.stdout.strip()}")
    screens = outline_screens(ported)
    package, dependency, scratch = consumer_paths(work)
    write_package(package, dependency, ported)
    excluded = os.path.join(work, "excluded")
    shutil.rmtree(excluded, ignore_errors=True)
    os.makedirs(excluded)
    left_out = {}  # class name -> the compiler's first error of its file
    dropped = {}   # file -> its first error
    for attempt in range(4):
        write_screens(ported, screens, left_out)
        build = run(["swift", "build", "--product", "SampleReview", "--scratch-path", scratch], cwd=package, log=os.path.join(work, "build.log"))
        if build.returncode == 0:
            break
        errors = {}
        for match in re.finditer(r"^(\S+?\.swift):(\d+):\d+: error: (.*)$", build.stdout, re.M):
            path = os.path.realpath(match.group(1))
            if path.startswith(os.path.realpath(ported) + os.sep) and not path.endswith("LayoutShotReviewScreens.swift"):
                errors.setdefault(os.path.relpath(path, os.path.realpath(ported)), f"line {match.group(2)}: {match.group(3)}")
        if not errors:
            fail(f"the review program did not build ({work}/build.log):\n" + "\n".join(build.stdout.splitlines()[-30:]))
        for relative, why in errors.items():
            dropped[relative] = why
            for name, superclass in declared_classes(os.path.join(ported, relative)):
                if superclass.endswith("ViewController"):
                    left_out[name] = f"{relative} does not compile yet ({why})"
            os.makedirs(os.path.dirname(os.path.join(excluded, relative)), exist_ok=True)
            shutil.move(os.path.join(ported, relative), os.path.join(excluded, relative))
    else:
        fail(f"the sample still does not build after leaving files out ({work}/build.log)")

    # The review program runs in the work folder: paths given relative to where this was started are made whole.
    args.png = os.path.abspath(args.png)
    report = os.path.abspath(args.report) if args.report else os.path.join(work, "screens.json")
    os.makedirs(os.path.dirname(args.png), exist_ok=True)
    # A screen that stops the program (a trap in the sample's code or the host's) is left out of the next run.
    stopped = {}
    for attempt in range(len(screens) + 1):
        if os.path.exists(report):
            os.remove(report)
        review = run([os.path.join(scratch, "debug", "SampleReview"), args.png, report, ",".join(stopped)], cwd=work,
                     log=os.path.join(work, "review.log"))
        if review.returncode in (0, 1):
            break
        loading = re.findall(r"^loading (\w+)$", review.stdout, re.M)
        why = next((line.strip() for line in review.stdout.splitlines() if "Fatal error" in line or "fatal error" in line.lower()), None)
        if not loading or loading[-1] in stopped:
            fail(f"the review program stopped ({work}/review.log):\n" + "\n".join(review.stdout.splitlines()[-20:]), code=1)
        stopped[loading[-1]] = why or f"the program stopped (exit {review.returncode})"
    results = json.load(open(report, encoding="utf-8")) if os.path.exists(report) else {"screens": [], "checks": []}
    for group, title, name in screens:
        if name in stopped:
            results["screens"].append({"group": group, "title": title, "type": name, "status": "stopped", "reason": stopped[name]})
    loaded = [s for s in results["screens"] if s["status"] == "drawn"]
    for group, title, name in screens:
        if name in left_out:
            results["screens"].append({"group": group, "title": title, "type": name, "status": "not compiled", "reason": left_out[name]})
    results["files"] = {"sample": len(originals), "compiled": len(originals) - len(dropped), "not compiled": dropped}
    with open(report, "w", encoding="utf-8") as out:
        json.dump(results, out, indent=2, ensure_ascii=False)
        out.write("\n")
    for screen in results["screens"]:
        print(f"  {screen['status']:>12}  {screen['title']} ({screen['type']})" + (f": {screen['reason']}" if screen.get("reason") else ""))
    for check in results["checks"]:
        print(f"  check {'ok' if check['ok'] else 'MISMATCH'}: {check['screen']}: {check['what']}" + ("" if check["ok"] else f" — {check['detail']}"))
    print(f"apple-sample: {len(originals) - len(dropped)}/{len(originals)} files compiled, {len(loaded)}/{len(screens)} screens drawn, "
          f"{sum(c['ok'] for c in results['checks'])}/{len(results['checks'])} checks hold; {args.png}, {report}; {time.time() - start:.0f} s")
    if review.returncode != 0:
        sys.exit(1)
    if len(loaded) < EXPECTED_TO_LOAD:
        fail(f"{len(loaded)} screens drawn, {EXPECTED_TO_LOAD} expected", code=1)


if __name__ == "__main__":
    main()
