"""Rip-current risk classification, learned beach by beach with online EWC."""
