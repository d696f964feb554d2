import torch
import torch.nn.functional as F

import attribution
import preprocess
import spectra as nir
from model import RipeningNet


@torch.no_grad()
def errors(model, x, y):
    model.eval()
    pred = model(preprocess.prepare(x))
    err = (pred - y).abs().mean(dim=0)
    return err[0].item() * 24, err[1].item() * 50


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    g = torch.Generator().manual_seed(19)
    x_tr, y_tr = nir.wheels(1200, g)
    x_te, y_te = nir.wheels(300, g)
    model = RipeningNet()
    optimizer = torch.optim.Adam(model.parameters(), lr=3e-3)
    scheduler = torch.optim.lr_scheduler.MultiStepLR(optimizer, milestones=[2], gamma=0.3)
    age, firm = errors(model, x_te, y_te)
    print(f"untrained: age mae {age:.2f} months, firmness mae {firm:.2f} N")
    for epoch in range(3):
        model.train()
        order = torch.randperm(x_tr.shape[0], generator=g)
        for i in range(0, x_tr.shape[0], 32):
            idx = order[i:i + 32]
            optimizer.zero_grad()
            loss = F.mse_loss(model(preprocess.prepare(x_tr[idx])), y_tr[idx])
            loss.backward()
            optimizer.step()
        scheduler.step()
        age, firm = errors(model, x_te, y_te)
        print(f"epoch {epoch}: age mae {age:.2f} months, firmness mae {firm:.2f} N")
    relevance = attribution.saliency(model, x_te[:100])
    print("wavelengths (nm) most relevant to age:", attribution.top_regions(relevance, nir.WAVELENGTHS))
    for name, centres in nir.BANDS.items():
        share = sum(relevance[(nir.WAVELENGTHS - c).abs() < 40].sum().item() for c in centres)
        print(f"  share of relevance near the {name} bands: {share:.2f}")


if __name__ == "__main__":
    main()
