import numpy as np
import torch

from .data import augment, batches, faucet_series
from .learner import MoCoLearner
from .logger import RunLogger

CONFIG = {
    "encoder": "interval_cnn", "width": 32, "dim": 16, "momentum": 0.99,
    "queue": 256, "temperature": 0.2,
    "optim": "sgd", "optim_kwargs": {"lr": 0.05, "momentum": 0.9},
    "epochs": 4, "batch": 32, "n_series": 512, "length": 64,
}


def main():
    torch.manual_seed(0)
    np.random.seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(0)
    series, flow = faucet_series(CONFIG["n_series"], CONFIG["length"], gen)
    learner = MoCoLearner(CONFIG, RunLogger("faucet-moco"))
    for epoch in range(CONFIG["epochs"]):
        losses = []
        for x in batches(series, CONFIG["batch"], gen):
            losses.append(learner.event("batch", (augment(x, gen), augment(x, gen))))
        learner.event("epoch_end", epoch)
        print(f"epoch {epoch}: mean loss {np.mean(losses):.4f}")
    with torch.no_grad():
        emb = learner.pair.queries(series)
    corr = np.corrcoef(emb[:, 0].numpy(), flow.numpy())[0, 1]
    print(f"|corr(first embedding dim, flow)| = {abs(corr):.3f}")


if __name__ == "__main__":
    main()
