"""Few-shot recognition of chopstick grip styles from a sensor glove (second-order MAML)."""
