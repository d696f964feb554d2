import torch

from fencing_touches.bouts import CLASSES, touch_events
from fencing_touches.nets import build
from fencing_touches.trainer import AdversarialTrainer

CONFIG = {
    "nets": {
        "classifier": {"name": "touch_cnn", "n_classes": len(CLASSES)},
        "augmenter": {"name": "sensor_drift", "eps": 0.4},
    },
    "optim": {
        "classifier": {"name": "Adam", "lr": 2e-3},
        "augmenter": {"name": "Adam", "lr": 1e-3},
    },
    "update_order": ("classifier", "augmenter"),
    "drift_cost": 2.0,
    "epochs": 5,
    "batch_size": 64,
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = touch_events(2000, seed=1)
    x_te, y_te = touch_events(600, seed=2)
    nets = {role: build(**spec) for role, spec in CONFIG["nets"].items()}
    trainer = AdversarialTrainer(nets, CONFIG)
    print(f"untrained: acc {trainer.accuracy(x_te, y_te):.3f}")
    for epoch in range(1, CONFIG["epochs"] + 1):
        for idx in torch.randperm(len(x_tr)).split(CONFIG["batch_size"]):
            stats = trainer.update(x_tr[idx], y_tr[idx])
        print(f"epoch {epoch}  clf loss {stats['classifier']:.3f}  "
              f"drift loss {stats['augmenter']:.3f}  "
              f"acc clean {trainer.accuracy(x_te, y_te):.3f}  "
              f"drifted {trainer.accuracy(x_te, y_te, drifted=True):.3f}")


if __name__ == "__main__":
    main()
