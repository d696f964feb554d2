import torch

from fit import fit, target_accuracy, two_domains
from nets import DANN
from optim_setup import make_optimizer

CONFIG = {"d_in": 8, "classes": 3, "steps": 400,
          "optim": {"name": "SGD", "base_lr": 0.01, "head_mult": 10.0, "momentum": 0.9}}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    data = two_domains(1024, CONFIG["d_in"], CONFIG["classes"])
    net = DANN(CONFIG["d_in"])
    net.swap_head("label", CONFIG["classes"])
    opt = make_optimizer(net, **CONFIG["optim"])
    before = target_accuracy(net, data[2], data[3])
    src = fit(net, opt, data, steps=CONFIG["steps"])
    after = target_accuracy(net, data[2], data[3])
    print(f"source acc (last 50 steps) {src:.3f}  target acc before {before:.3f} after {after:.3f}")


if __name__ == "__main__":
    main()
