// movebal: balance of duplicate-bridge movements. All work is in the library;
// this file only hands the command line over.
#include "cli/subtools.h"

int main(int argc, char** argv) { return movebal::RunCommandLine(argc, argv); }
