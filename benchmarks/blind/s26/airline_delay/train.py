import torch

from airline_delay import flights, optimizers
from airline_delay.model import DelayModel
from airline_delay.trainer import Trainer

CONFIG = {
    "data": {"train": 10000, "test": 5000},
    "model": {"airport_dim": 8, "carrier_dim": 4, "hidden": 64},
    "dense_optimizer": {"kind": "adamw", "lr": 3e-3, "weight_decay": 1e-4},
    "embedding_optimizer": {"kind": "sparse_adam", "lr": 1e-2},
    "epochs": 8,
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    features, delayed = flights.simulate(CONFIG["data"]["train"] + CONFIG["data"]["test"], seed=0)
    cut = CONFIG["data"]["train"]
    train = flights.take(features, slice(0, cut)), delayed[:cut]
    test = flights.take(features, slice(cut, None)), delayed[cut:]

    model = DelayModel(dense_features=train[0]["dense"].size(1), **CONFIG["model"])
    trainer = Trainer(
        model=model,
        optimizer=optimizers.make(CONFIG["dense_optimizer"], model.dense_parameters()),
        extra_optimizers=[optimizers.make(CONFIG["embedding_optimizer"], model.embedding_parameters())],
    )
    bce, acc = trainer.evaluate(*test)
    print(f"test bce {bce:.4f} acc {acc:.3f} before training")
    for epoch in range(CONFIG["epochs"]):
        train_bce = trainer.epoch(*train)
        bce, acc = trainer.evaluate(*test)
        print(f"epoch {epoch}: train bce {train_bce:.4f} test bce {bce:.4f} acc {acc:.3f}")


if __name__ == "__main__":
    main()
