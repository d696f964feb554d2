import torch

from espresso_extraction import data
from espresso_extraction.callbacks import GradualUnfreeze, History
from espresso_extraction.model import ShotModel
from espresso_extraction.trainer import FinetuneTrainer, pretrain_encoder

CONFIG = {
    "data": {"n_unlabelled": 4000, "n_labelled": 900, "bins": 32, "seed": 7},
    "pretrain": {"epochs": 4, "lr": 2e-3, "batch_size": 128},
    "finetune": {
        "epochs": 10,
        "batch_size": 32,
        "optimizer": {"lr": 0.02, "momentum": 0.9, "nesterov": True},
        "unfreeze_epoch": 3,
        "encoder_lr_scale": 0.1,
        "amp": False,
    },
}


def main(cfg=CONFIG):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    dcfg, ft = cfg["data"], cfg["finetune"]
    g = torch.Generator().manual_seed(dcfg["seed"])

    model = ShotModel(dcfg["bins"])
    psd_u, proxy = data.unlabelled_shots(dcfg["n_unlabelled"], dcfg["bins"], dcfg["seed"])
    proxy_loss = pretrain_encoder(model, psd_u, proxy, cfg["pretrain"], g)
    print(f"pretrained grind encoder on {len(psd_u)} logged shots (proxy mse {proxy_loss:.4f})")

    psd, recipe, target = data.labelled_shots(dcfg["n_labelled"], dcfg["bins"], dcfg["seed"])
    k = int(0.75 * len(psd))
    train = (psd[:k], recipe[:k], target[:k])
    val = (psd[k:], recipe[k:], target[k:])

    history = History()
    trainer = FinetuneTrainer(
        model, ft,
        callbacks=[GradualUnfreeze(ft["unfreeze_epoch"], ft["encoder_lr_scale"]), history],
    )
    print("before fine-tuning:", {k: round(v, 3) for k, v in trainer.validate(*val).items()})
    trainer.fit(train, val, g)
    best = min(history.rows, key=lambda r: r["ey_mae"])
    print(f"best epoch {best['epoch']}: EY mae {best['ey_mae']:.3f} %")


if __name__ == "__main__":
    main()
