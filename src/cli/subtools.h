// The subtools of the movebal command (Ninja style: a table of name, summary
// and entry point). Each subtool lives in its own *_command.cc and receives the
// arguments after its name; it returns the process exit status:
// 0 success, 1 failure of the task, 2 bad usage or bad input, 130 interrupted.
#ifndef MOVEBAL_CLI_SUBTOOLS_H_
#define MOVEBAL_CLI_SUBTOOLS_H_

#include <string>
#include <vector>

namespace movebal {

using Args = std::vector<std::string>;

struct Subtool {
  const char* name;
  const char* summary;
  int (*run)(const Args& args);
};

int RunCheck(const Args& args);
int RunOptimise(const Args& args);
int RunGenerate(const Args& args);
int RunCount(const Args& args);
int RunList(const Args& args);
int RunVerify(const Args& args);

// The table of subtools, in the order --help lists them.
const std::vector<Subtool>& Subtools();

// The entry of `table` called `name`, or nullptr. Subtools and the kinds of
// `generate` are both such tables.
const Subtool* FindSubtool(const std::vector<Subtool>& table, const std::string& name);
// One "  name   summary" line per entry, for --help.
std::string ListSubtools(const std::vector<Subtool>& table);

// Entry point of the movebal program.
int RunCommandLine(int argc, char** argv);

}  // namespace movebal

#endif  // MOVEBAL_CLI_SUBTOOLS_H_
