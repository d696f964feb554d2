import torch

from cfg import ExperimentCfg
from nets import MultiTaskNet
from training.loop import fit
from training.objectives import MultiTaskObjective


def synthetic_stream(cfg):
    proj = torch.randn(cfg.in_features)
    for _ in range(cfg.steps):
        x = torch.randn(cfg.batch_size, cfg.in_features)
        yield {
            "x": x,
            "label": x[:, : cfg.n_classes].argmax(dim=1),
            "target": x @ proj / cfg.in_features ** 0.5,
        }


def main():
    torch.manual_seed(0)
    cfg = ExperimentCfg()
    model = MultiTaskNet(cfg.in_features, cfg.trunk_width, cfg.n_classes)
    objective = MultiTaskObjective(cfg.weights)
    optimizer = getattr(torch.optim, cfg.optimizer)(model.parameters(), lr=cfg.lr)
    history = fit(model, objective, optimizer, synthetic_stream(cfg), cfg)
    print("logged steps:", len(history["total"]))


if __name__ == "__main__":
    main()
