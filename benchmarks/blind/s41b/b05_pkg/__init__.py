"""Second-order MAML for few-shot sourdough starter rise curves (dough height vs. time after feeding)."""
