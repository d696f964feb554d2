"""Recurrent flow refinement for a wheat field swaying in gusts (drone footage, synthetic)."""
