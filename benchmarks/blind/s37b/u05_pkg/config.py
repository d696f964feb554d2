from dataclasses import dataclass


@dataclass
class TrainingArguments:
    n_users: int = 300
    n_items: int = 200
    embed_dim: int = 16
    mlp_dims: tuple = (32, 16)
    per_device_batch_size: int = 64
    gradient_accumulation_steps: int = 4
    num_train_epochs: int = 2
    learning_rate: float = 1e-3
    max_grad_norm: float = 1.0
    logging_steps: int = 10
    seed: int = 0
