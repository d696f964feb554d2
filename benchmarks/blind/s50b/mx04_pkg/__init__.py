"""Fountain-pen ink feathering: prune-then-finetune of a paper/ink surrogate."""
