// Entry points of the generator kinds of `movebal generate`, and of the
// design subtools (count, list, verify). Each returns the exit status.
#ifndef MOVEBAL_CLI_GENERATE_KINDS_H_
#define MOVEBAL_CLI_GENERATE_KINDS_H_

#include "cli/subtools.h"

namespace movebal {

// Classic movements (generate_classic_command.cc).
int RunGenerateMitchell(const Args& args);
int RunGenerateHowell(const Args& args);
int RunGenerateCarryOver(const Args& args);
int RunGenerateBest(const Args& args);

// Combinatorial designs (design_commands.cc).
int RunGenerateRoundRobin(const Args& args);
int RunGenerateWhist(const Args& args);

}  // namespace movebal

#endif  // MOVEBAL_CLI_GENERATE_KINDS_H_
