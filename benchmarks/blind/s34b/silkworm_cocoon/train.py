import torch

from silkworm_cocoon.model import N_BREEDS, REFERENCE_BREEDS, CocoonNet
from silkworm_cocoon.model import load_reference_embeddings
from silkworm_cocoon.trainer import CocoonTrainer

CFG = {"n": 4000, "epochs": 12, "batch_size": 64, "lr": 1e-2, "milestones": [6, 10],
       "ema_decay": 0.98, "seed": 5}


def rearing_records(n, seed):
    g = torch.Generator().manual_seed(seed)
    breed = torch.randint(0, N_BREEDS, (n,), generator=g)
    temp = 23.0 + 4.0 * torch.rand(n, 5, generator=g)          # per instar, deg C
    humidity = 65.0 + 20.0 * torch.rand(n, generator=g)
    leaf = torch.rand(n, generator=g)                          # mulberry leaf quality
    larval_days = 22.0 + 6.0 * torch.rand(n, generator=g)
    breed_shell = torch.linspace(19.0, 25.0, N_BREEDS)[breed]
    breed_len = torch.linspace(900.0, 1400.0, N_BREEDS)[breed]
    late_temp = temp[:, 3:].mean(1)
    shell = (breed_shell + 2.5 * leaf - 0.4 * (late_temp - 24.5) ** 2
             - 0.05 * (humidity - 72.0).abs() + 0.3 * torch.randn(n, generator=g))
    length = (breed_len * (0.8 + 0.3 * leaf) - 15.0 * (late_temp - 24.5) ** 2
              + 8.0 * (larval_days - 25.0) + 30.0 * torch.randn(n, generator=g))
    rearing = torch.cat([(temp - 25.0) / 2.0, ((humidity - 75.0) / 10.0)[:, None],
                         (leaf - 0.5)[:, None] * 2, ((larval_days - 25.0) / 3.0)[:, None]], 1)
    target = torch.stack([(shell - 22.0) / 2.0, (length - 1150.0) / 150.0], dim=1)
    return rearing, breed, target


def main(cfg=CFG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train = rearing_records(cfg["n"], seed=1)
    val = rearing_records(1000, seed=2)
    model = CocoonNet(train[0].size(1))
    reference = torch.randn(len(REFERENCE_BREEDS), model.breed.embedding_dim,
                            generator=torch.Generator().manual_seed(9))
    load_reference_embeddings(model, reference)
    trainer = CocoonTrainer(model, cfg)

    shell, length = trainer.evaluate(val, use_ema=False)
    print(f"untrained: shell ratio mae {2 * shell:.2f} %, filament mae {150 * length:.0f} m")
    for epoch in range(cfg["epochs"]):
        loss = trainer.epoch(train)
        if (epoch + 1) % 3 == 0:
            shell, length = trainer.evaluate(val)
            print(f"epoch {epoch + 1:2d}  loss {loss:.4f}  EMA model: shell ratio mae "
                  f"{2 * shell:.2f} %, filament mae {150 * length:.0f} m")
    moved = (model.breed.weight[list(REFERENCE_BREEDS)] - reference).abs().max().item()
    print(f"revived units: {trainer.revived}; reference rows moved by {moved:.1e}")


if __name__ == "__main__":
    main()
