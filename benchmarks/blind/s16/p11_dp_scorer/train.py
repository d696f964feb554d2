import torch
import torch.nn.functional as F

from calibration import fit_temperature
from data import batches, stripes
from network import ConvNet, wrap
from scorer import Scorer


def main(epochs=3):
    torch.manual_seed(0)
    x_tr, y_tr = stripes(384, seed=0)
    x_va, y_va = stripes(128, seed=1)
    model = wrap(ConvNet())
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9, nesterov=True)
    scorer = Scorer(model)
    for epoch in range(epochs):
        model.train()
        for xb, yb in batches(x_tr, y_tr, 32, shuffle=True):
            loss = F.cross_entropy(model(xb), yb)
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        acc, nll = scorer.probe(x_va, y_va)
        print(f"epoch {epoch}: val acc {acc:.3f} nll {nll:.4f}")
    t = fit_temperature(model, x_va, y_va)
    probs = scorer.predict(x_va, temperature=t)
    print(f"temperature {t:.3f}, mean confidence {probs.max(-1).values.mean():.3f}")


if __name__ == "__main__":
    torch.set_num_threads(1)
    main()
