import torch

from cork_taint.models import MODELS
from cork_taint.traces import CLASSES, soak_extracts
from cork_taint.trainer import TaintTrainer

CONFIG = {
    "model": {"name": "ecd_cnn", "args": {"n_classes": len(CLASSES), "width": 16}},
    "optimizer": {"name": "AdamW", "args": {"lr": 3e-3, "weight_decay": 1e-3}},
    "batch_size": 64,
    "epochs": 5,
    "tta_shifts": (-2, 0, 2),
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    splits = {
        "train": soak_extracts(2400, seed=1),
        "val": soak_extracts(600, seed=2),
        "test": soak_extracts(600, seed=3),
    }
    model = MODELS[CONFIG["model"]["name"]](**CONFIG["model"]["args"])
    trainer = TaintTrainer(model, splits, CONFIG)
    trainer.fit(CONFIG["epochs"])
    test = trainer.score_split("test")
    print(f"test acc {test['acc']:.3f}  taint recall {test['taint_recall']:.3f}")


if __name__ == "__main__":
    main()
