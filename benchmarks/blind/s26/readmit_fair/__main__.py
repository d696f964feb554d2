import torch
import torch.nn.functional as F

from .builder import ExperimentBuilder
from .cohort import ADMIN, CLINICAL, SITES, make_cohort, minibatches, split

SETTINGS = {
    "model": {"hidden": 64, "code": 16},
    "adversary": {"hidden": 32, "weight": 1.0},
    "optim": {
        "predictor": {"name": "radam", "lr": 3e-3},
        "adversary": {"name": "sgd", "lr": 5e-2, "momentum": 0.9},
    },
    "train": {"epochs": 12, "batch": 128, "patients": 6000, "holdout": 1500},
}


def site_probe_accuracy(experiment, train, test, steps=300):
    with torch.no_grad():
        train_codes, test_codes = experiment.codes(train[0]), experiment.codes(test[0])
    probe = torch.nn.Linear(train_codes.size(1), SITES)
    optimizer = torch.optim.Adam(probe.parameters(), lr=0.05)
    for _ in range(steps):
        optimizer.zero_grad()
        F.cross_entropy(probe(train_codes), train[2]).backward()
        optimizer.step()
    with torch.no_grad():
        return (probe(test_codes).argmax(1) == test[2]).float().mean().item()


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    generator = torch.Generator().manual_seed(0)
    cfg = SETTINGS
    train, test = split(*make_cohort(cfg["train"]["patients"], generator), cfg["train"]["holdout"])

    builder = (
        ExperimentBuilder()
        .encoder(inputs=CLINICAL + ADMIN, **cfg["model"])
        .risk_head(code=cfg["model"]["code"])
        .adversary(code=cfg["model"]["code"], sites=SITES, **cfg["adversary"])
    )
    for role, spec in cfg["optim"].items():
        builder.optimizer(role, **spec)
    experiment = builder.build()

    print(f"site probe accuracy before {site_probe_accuracy(experiment, train, test):.3f}")
    for epoch in range(cfg["train"]["epochs"]):
        risk_total = site_total = batches = 0
        for x, readmitted, site in minibatches(train, cfg["train"]["batch"], generator):
            risk, site_loss = experiment.train_step(x, readmitted, site)
            risk_total += risk
            site_total += site_loss
            batches += 1
        if epoch % 3 == 2:
            print(f"epoch {epoch}: risk bce {risk_total / batches:.3f} "
                  f"adversary ce {site_total / batches:.3f} "
                  f"test auc {experiment.auc(test[0], test[1]):.3f}")
    print(f"site probe accuracy after {site_probe_accuracy(experiment, train, test):.3f}")


if __name__ == "__main__":
    main()
