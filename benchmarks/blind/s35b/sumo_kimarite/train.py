import torch

from sumo_kimarite.data import FEATURES, KIMARITE, batches, make_bouts
from sumo_kimarite.mutual import MutualLearner
from sumo_kimarite.peers import build_peer

CONFIG = {
    "peers": {
        "wide": {"optim": "SGD", "lr": 0.05, "momentum": 0.9},
        "deep": {"optim": "Adam", "lr": 3e-3},
    },
    "temperature": 2.0,
    "mimic_weight": 1.0,
    "epochs": 6,
    "batch": 64,
}


def make_optimizer(params, spec):
    spec = dict(spec)
    return getattr(torch.optim, spec.pop("optim"))(params, **spec)


@torch.no_grad()
def accuracy(peers, x, y):
    scores = {}
    for name, net in peers.items():
        net.eval()
        scores[name] = (net(x).argmax(dim=1) == y).float().mean().item()
    probs = torch.stack([net(x).softmax(dim=1) for net in peers.values()]).mean(0)
    scores["ensemble"] = (probs.argmax(dim=1) == y).float().mean().item()
    return scores


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_tr, y_tr = make_bouts(1500, seed=1)
    x_te, y_te = make_bouts(500, seed=2)
    peers = {name: build_peer(name, len(FEATURES), len(KIMARITE)) for name in CONFIG["peers"]}
    optimizers = {name: make_optimizer(peers[name].parameters(), spec)
                  for name, spec in CONFIG["peers"].items()}
    learner = MutualLearner(peers, optimizers, CONFIG["temperature"], CONFIG["mimic_weight"])
    print("untrained", {k: round(v, 3) for k, v in accuracy(peers, x_te, y_te).items()})
    for epoch in range(CONFIG["epochs"]):
        learner.train()
        for xb, yb in batches(x_tr, y_tr, CONFIG["batch"], seed=epoch):
            report = learner.step(xb, yb)
        acc = accuracy(peers, x_te, y_te)
        print(f"epoch {epoch}", {k: round(v, 3) for k, v in report.items()},
              {k: round(v, 3) for k, v in acc.items()})


if __name__ == "__main__":
    main()
