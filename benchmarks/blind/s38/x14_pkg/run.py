import torch

from .gnn import InteractionNetwork
from .rollout import rollout_mse
from .springs import simulate
from .trainer import OneStepTrainer, transition_batches


def main(epochs=3):
    torch.manual_seed(0)
    train_pos, edges = simulate(seed=0)
    test_pos, _ = simulate(n_traj=4, seed=1)
    model = InteractionNetwork()
    trainer = OneStepTrainer(model, edges)
    for epoch in range(epochs):
        loss = trainer.train_epoch(transition_batches(train_pos))
        print(f"epoch {epoch}  one-step mse {loss:.2e}  rollout mse {rollout_mse(model, test_pos, edges):.4f}")


if __name__ == "__main__":
    main()
