import torch
import torch.nn.functional as F

from .data import batches, make_corpus
from .encoders import build_pair
from .memory import KeyQueue, momentum_update
from .objective import contrastive_step

CFG = {"width": 32, "feat_dim": 24, "queue": 256, "tau": 0.1, "m": 0.99,
       "lr": 0.03, "batch": 32, "epochs": 4}


@torch.no_grad()
def probe_accuracy(encoder, x, y):
    """Nearest class-centroid accuracy on frozen features (a cheap linear-probe stand-in)."""
    encoder.eval()
    feats = F.normalize(encoder.embed(x), dim=1)
    centroids = torch.stack([feats[y == c].mean(0) for c in y.unique()])
    pred = (feats @ F.normalize(centroids, dim=1).t()).argmax(1)
    encoder.train()
    return (pred == y).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = make_corpus()
    nets = build_pair(CFG)
    opt = torch.optim.SGD(nets["query"].parameters(), lr=CFG["lr"], momentum=0.9, weight_decay=1e-4)
    queue = KeyQueue(CFG["feat_dim"], CFG["queue"])
    print(f"probe acc before: {probe_accuracy(nets['query'], x, y):.3f}")
    for epoch in range(CFG["epochs"]):
        losses = []
        for windows in batches(x, CFG["batch"]):
            losses.append(contrastive_step(nets, opt, queue, windows, CFG))
            momentum_update(nets["query"], nets["key"], CFG["m"])
        print(f"epoch {epoch}: infonce {sum(losses) / len(losses):.3f} "
              f"probe acc {probe_accuracy(nets['query'], x, y):.3f}")


if __name__ == "__main__":
    main()
