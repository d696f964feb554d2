"""Frame-level voice conversion (speaker A -> speaker B mel frames) with an LSGAN critic."""
