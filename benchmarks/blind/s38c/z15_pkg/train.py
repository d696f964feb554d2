import torch

from .heads import LogitHead
from .model import MultiTaskPricing
from .policies import CARDINALITIES, make_portfolio, minibatches

TASKS = {"frequency": 1.0, "severity": 0.5, "fraud": 0.5}


def build(data):
    model = MultiTaskPricing(CARDINALITIES, n_numeric=3, tasks=TASKS)
    # start the fraud head at the observed base rate instead of 50 %
    model.heads["fraud"] = LogitHead(32, prior=data["fraud"].mean().item())
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    return model, optimizer


if __name__ == "__main__":
    torch.manual_seed(0)
    data = make_portfolio(3000)
    model, optimizer = build(data)
    g = torch.Generator().manual_seed(0)
    print("parameters:", sum(p.numel() for p in model.parameters()),
          "| in state_dict:", sum(v.numel() for v in model.state_dict().values()))
    for epoch in range(3):
        totals = {k: 0.0 for k in TASKS}
        for batch in minibatches(data, 256, g):
            losses = model.losses(batch)
            optimizer.zero_grad()
            sum(losses.values()).backward()
            optimizer.step()
            for k, v in losses.items():
                totals[k] += v.item()
        print(f"epoch {epoch} " + " ".join(f"{k} {v:.3f}" for k, v in totals.items()))
