import torch

from byol import BYOL, MLPEncoder

HPARAMS = {"in_dim": 24, "batch_size": 128, "steps": 60, "lr": 3e-3, "base_momentum": 0.99}


def synthetic_batch(batch_size, in_dim, basis):
    codes = torch.randn(batch_size, basis.size(0))
    return codes @ basis + 0.05 * torch.randn(batch_size, in_dim)


def main(hp=HPARAMS):
    torch.manual_seed(0)
    basis = torch.randn(6, hp["in_dim"])
    learner = BYOL(MLPEncoder(hp["in_dim"]), total_steps=hp["steps"], base_momentum=hp["base_momentum"])
    optimizer = torch.optim.Adam(learner.online_parameters(), lr=hp["lr"])
    for step in range(hp["steps"]):
        loss = learner(synthetic_batch(hp["batch_size"], hp["in_dim"], basis))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        learner.momentum_step()
        if step % 20 == 0:
            print(f"step {step:3d} loss {loss.item():.4f}")


if __name__ == "__main__":
    main()
