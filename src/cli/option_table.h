// Command-line options declared once, in a table (CaDiCaL style): name, short
// letter, kind, default, range and help. Parsing (through
// Boost.Program_options), range checks and the --help text all come from the
// table, so an option cannot be parsed one way and documented another.
#ifndef MOVEBAL_CLI_OPTION_TABLE_H_
#define MOVEBAL_CLI_OPTION_TABLE_H_

#include <initializer_list>
#include <map>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "movement/error.h"

namespace movebal {

struct OptionSpec {
  enum class Kind { kFlag, kInt, kReal, kText, kList };  // kList may repeat
  const char* name;        // long name, used as --name
  char letter;             // short form -x, or 0 for none
  Kind kind;
  const char* fallback;    // default value as text, or nullptr for none
  double min, max;         // allowed range for kInt and kReal
  const char* help;
};

// The values given on one command line, looked up by long name.
class ParsedOptions {
 public:
  bool Has(const std::string& name) const { return values_.count(name) > 0; }
  bool Flag(const std::string& name) const { return Has(name); }
  long long Int(const std::string& name) const;
  double Real(const std::string& name) const;
  std::string Text(const std::string& name) const;
  std::optional<std::string> Maybe(const std::string& name) const;
  // Every value of a kList option, from repeats and commas ("-r 2 -r 3,4").
  std::vector<std::string> List(const std::string& name) const;
  // "--a is required" (or "--a and --b are required") for the names not
  // given; nullopt when all are there.
  std::optional<std::string> Missing(std::initializer_list<const char*> names) const;
  const std::vector<std::string>& positional() const { return positional_; }

 private:
  friend Result<ParsedOptions> ParseOptions(std::span<const OptionSpec>, const std::vector<std::string>&);
  std::map<std::string, std::string> values_;
  std::vector<std::string> positional_;
};

// Parses args (without the program and subtool names) against the table.
// Unknown options, missing values and values out of range are errors.
Result<ParsedOptions> ParseOptions(std::span<const OptionSpec> table, const std::vector<std::string>& args);

// The option list for --help, generated from the table.
std::string OptionHelp(std::span<const OptionSpec> table);

}  // namespace movebal

#endif  // MOVEBAL_CLI_OPTION_TABLE_H_
