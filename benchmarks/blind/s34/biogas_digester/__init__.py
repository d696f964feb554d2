"""Methane yield and FOS/TAC of farm-scale anaerobic digesters from the feeding log."""
