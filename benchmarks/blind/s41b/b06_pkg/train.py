import torch

from .encoder import WeaveEncoder
from .moco import MomentumContrast
from .optim import build_optimizer, cosine_lr
from .steps import contrastive_step, knn_accuracy
from .weaves import weave_patches

CONFIG = {"seed": 4, "n_unlabelled": 2048, "batch": 128, "epochs": 6, "lr": 0.06, "weight_decay": 5e-4,
          "queue": 1024, "n_bank": 250, "n_test": 500}


def main(config=CONFIG):
    torch.manual_seed(config["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(config["seed"])
    pool, _ = weave_patches(config["n_unlabelled"], gen)
    bank_x, bank_y = weave_patches(config["n_bank"], gen)
    test_x, test_y = weave_patches(config["n_test"], gen)

    moco = MomentumContrast(WeaveEncoder, queue_size=config["queue"])
    sgd = build_optimizer(moco, config)
    print(f"kNN accuracy, random encoder: {knn_accuracy(moco.encoder_q, bank_x, bank_y, test_x, test_y):.3f}")
    steps_per_epoch = config["n_unlabelled"] // config["batch"]
    total = config["epochs"] * steps_per_epoch
    step = 0
    for epoch in range(config["epochs"]):
        order = torch.randperm(config["n_unlabelled"], generator=gen)
        stats = [0.0, 0.0]
        for s in range(steps_per_epoch):
            cosine_lr(sgd, config["lr"], step, total)
            batch = pool[order[s * config["batch"]:(s + 1) * config["batch"]]]
            l, a = contrastive_step(moco, sgd, batch, gen)
            stats[0] += l
            stats[1] += a
            step += 1
        print(f"epoch {epoch}  InfoNCE {stats[0] / steps_per_epoch:.3f}  "
              f"instance top-1 {stats[1] / steps_per_epoch:.3f}")
    print(f"kNN accuracy after MoCo: {knn_accuracy(moco.encoder_q, bank_x, bank_y, test_x, test_y):.3f}")


if __name__ == "__main__":
    main()
