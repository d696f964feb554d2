import numpy as np
import torch

from .evaluator import evaluate
from .graph import NormalisedAdjacency, grid_edges
from .model import SandGCN
from .simulate import make_scenarios
from .trainer import AvalancheTrainer


def main(side=12, hidden=32, n_layers=4, epochs=15, batch=16, lr=0.01, size_weight=0.5, seed=0):
    torch.manual_seed(seed)
    np.random.seed(seed)
    torch.set_num_threads(1)
    adjacency = NormalisedAdjacency(grid_edges(side), side * side)
    x, y = make_scenarios(side=side, seed=seed)
    n_val = x.shape[0] // 4
    model = SandGCN(x.shape[-1], hidden, n_layers, adjacency)
    pos_weight = float((1 - y.mean()) / y.mean())
    trainer = AvalancheTrainer(model, lr, size_weight, pos_weight)

    def evaluate_fn(m):
        m._eval_cache.clear()
        return evaluate(m, x[:n_val], y[:n_val])

    history = trainer.fit(x[n_val:], y[n_val:], epochs, batch, evaluate_fn)
    print("loss per epoch", [round(h, 3) for h in history])
    print("best val F1", round(trainer.best_score, 4), "after reload", round(evaluate_fn(model), 4))


if __name__ == "__main__":
    main()
