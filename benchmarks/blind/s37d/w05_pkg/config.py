CONFIG = {
    "seed": 2024,
    "num_entities": 80,
    "num_relations": 6,
    "num_triples": 600,
    "dim": 32,
    "margin": 1.0,
    "norm": 1,
    "lr": 0.01,
    "batch_size": 64,
    "epochs": 3,
    "eval_every": 1,
}
