"""Tufted-carpet line QC: pile height deviation, missed-tuft defects and shade deviation."""
