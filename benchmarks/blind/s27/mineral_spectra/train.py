import torch
import torch.nn.functional as F

from mineral_spectra.backbone import SpectralNet
from mineral_spectra.plugins import load_plugins
from mineral_spectra.spectra import MINERALS, library

RUN = {
    "epochs": 6,
    "batch": 64,
    "sgd": {"lr": 0.05, "momentum": 0.9, "nesterov": True, "weight_decay": 5e-4},
    "plugins": [("center", {"weight": 0.005}), ("angular", {"weight": 0.5, "margin": 0.2})],
}


@torch.no_grad()
def accuracy(net, spectra, labels):
    net.eval()
    logits, _ = net(spectra)
    return (logits.argmax(1) == labels).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(13)
    spectra, labels = library(3000, gen)
    test_spectra, test_labels = library(1000, gen)

    net = SpectralNet(len(MINERALS))
    extras = load_plugins(RUN["plugins"], len(MINERALS), net.classifier.in_features)
    opt = torch.optim.SGD([*net.parameters(), *extras.parameters()], **RUN["sgd"])
    sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=RUN["epochs"])
    print(f"test accuracy before {accuracy(net, test_spectra, test_labels):.3f}")
    for epoch in range(RUN["epochs"]):
        net.train()
        order, parts = torch.randperm(len(labels)), {}
        for i in range(0, len(order), RUN["batch"]):
            idx = order[i:i + RUN["batch"]]
            logits, embedding = net(spectra[idx])
            terms = {"ce": F.cross_entropy(logits, labels[idx])}
            for name, plugin in extras.items():
                terms[name] = plugin(embedding, labels[idx])
            opt.zero_grad()
            sum(terms.values()).backward()
            opt.step()
            for k, v in terms.items():
                parts[k] = parts.get(k, 0.0) + v.item()
        sched.step()
        logs = " ".join(f"{k} {v / (len(order) // RUN['batch'] + 1):.4f}" for k, v in parts.items())
        print(f"epoch {epoch}: {logs} | test accuracy "
              f"{accuracy(net, test_spectra, test_labels):.3f}")


if __name__ == "__main__":
    main()
