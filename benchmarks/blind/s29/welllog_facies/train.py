import torch

from welllog_facies.logs import FACIES, synthetic_well, windows
from welllog_facies.model import LogInterpreter
from welllog_facies.objectives import LOSS_WEIGHTS, objectives


def evaluate(model, x, facies, porosity):
    with torch.inference_mode():
        h = model.encoder(x)
        pred = model.facies_head(h).argmax(1)
        phi = model.porosity_head(h).squeeze(1)
    recall = [(pred[facies == k] == k).float().mean().item() for k in range(len(FACIES))]
    return {"accuracy": round((pred == facies).float().mean().item(), 3),
            "recall": [round(r, 2) for r in recall],
            "porosity mae": round((phi - porosity).abs().mean().item(), 4)}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    rng = torch.Generator().manual_seed(11)
    wells = [windows(*synthetic_well(3000, rng)) for _ in range(5)]
    train_x, train_f, train_p = (torch.cat(parts) for parts in zip(*wells[:4]))
    test = wells[4]
    counts = torch.bincount(train_f, minlength=len(FACIES)).float()
    class_weight = (counts.sum() / counts).sqrt()
    class_weight /= class_weight.mean()

    model = LogInterpreter()
    optimizer = torch.optim.Adafactor(model.parameters(), lr=1e-2)
    print("untrained:", evaluate(model, *test))
    for epoch in range(4):
        order = torch.randperm(len(train_x))
        for start in range(0, len(order), 128):
            idx = order[start:start + 128]
            optimizer.zero_grad()
            for name, loss in objectives(model, train_x[idx], train_f[idx], train_p[idx], class_weight):
                (LOSS_WEIGHTS[name] * loss).backward()
            optimizer.step()
        print(f"epoch {epoch}:", evaluate(model, *test))


if __name__ == "__main__":
    main()
