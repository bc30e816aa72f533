import Foundation

/// Words for commands printed to be copied into a shell.
enum ShellWord {
    /// `word` as one shell word: unchanged when it holds only safe characters, else single-quoted.
    static func quoted(_ word: String) -> String {
        let safe = word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic && scalar.isASCII || ("0"..."9").contains(scalar) || "-_./:=@+,".unicodeScalars.contains(scalar)
        }
        if safe, !word.isEmpty { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
