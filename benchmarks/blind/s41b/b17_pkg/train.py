import torch

from .attack import PGDAttack
from .engine import evaluate_clean, evaluate_robust, train_epoch
from .iq import bursts
from .model import AMCNet

CONF = {"seed": 41, "snr_db": 12.0, "n_train": 1200, "n_test": 500, "epochs": 6, "batch": 64, "lr": 2e-3,
        "eps": 0.05, "alpha": 0.02, "steps": 4}


def main(conf=CONF):
    torch.manual_seed(conf["seed"])
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(conf["seed"])
    train_set = bursts(conf["n_train"], conf["snr_db"], gen)
    test_set = bursts(conf["n_test"], conf["snr_db"], gen)
    net = AMCNet()
    adam = torch.optim.Adam(net.parameters(), lr=conf["lr"])
    attack = PGDAttack(conf["eps"], conf["alpha"], conf["steps"])
    for ep in range(conf["epochs"]):
        ce = train_epoch(net, adam, attack, train_set, conf["batch"], gen)
        print(f"epoch {ep}  ce {ce:.3f}  clean acc {evaluate_clean(net, test_set):.3f}  "
              f"PGD acc {evaluate_robust(net, attack, test_set):.3f}")


if __name__ == "__main__":
    main()
