import torch

from .data import domain
from .finetune import Finetuner
from .lora import add_lora
from .model import Classifier

SETTINGS = {"hidden": 64, "source_epochs": 8, "target_epochs": 15, "rank": 4,
            "n_source": 2048, "n_target": 512}


def main(s=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    xs, ys = domain(s["n_source"], shift=False)
    xt, yt = domain(s["n_target"], shift=True, seed=1)
    xt_test, yt_test = domain(1000, shift=True, seed=2)

    model = Classifier(16, s["hidden"], 5)
    tuner = Finetuner(model)
    tuner.fit(xs, ys, s["source_epochs"])
    print(f"source stage: source acc {tuner.accuracy(xs, ys):.3f} "
          f"target test acc {tuner.accuracy(xt_test, yt_test):.3f}")

    n = add_lora(model, rank=s["rank"])
    trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
    print(f"wrapped {n} linear layers, {trainable} trainable parameters")
    loss = tuner.fit(xt, yt, s["target_epochs"])
    print(f"target stage: last loss {loss:.4f} "
          f"target test acc {tuner.accuracy(xt_test, yt_test):.3f}")


if __name__ == "__main__":
    main()
