"""Pair-network potential for a 6-atom Lennard-Jones cluster, fitted on energies."""
