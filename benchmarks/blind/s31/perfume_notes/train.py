import torch

from perfume_notes.adversarial import EmbeddingFGM
from perfume_notes.config import configurable, parse_config, query
from perfume_notes.encoder import OdorNet
from perfume_notes.molecules import NOTES, library

CONFIG = """
OdorNet.dim = 32
OdorNet.hidden = 64
OdorNet.dropout = 0.1
EmbeddingFGM.epsilon = 0.3
EmbeddingFGM.weight = 0.5
fit.epochs = 3
fit.batch_size = 64
fit.lr = 0.003
"""


@torch.no_grad()
def macro_f1(model, tokens, labels):
    model.eval()
    pred = (torch.sigmoid(model(tokens)) > 0.5).float()
    tp = (pred * labels).sum(0)
    f1 = 2 * tp / (pred.sum(0) + labels.sum(0)).clamp_min(1.0)
    return f1


@configurable
def fit(model, attack, data, epochs=1, batch_size=32, lr=1e-3):
    (x_tr, y_tr), (x_te, y_te) = data
    criterion = torch.nn.BCEWithLogitsLoss()
    optimizer = torch.optim.RMSprop(model.parameters(), lr=lr, alpha=0.95)
    for epoch in range(epochs):
        model.train()
        order = torch.randperm(x_tr.shape[0])
        clean_sum = adv_sum = 0.0
        for i in range(0, x_tr.shape[0], batch_size):
            idx = order[i:i + batch_size]
            optimizer.zero_grad()
            clean, adv = attack.step(model, x_tr[idx], y_tr[idx], criterion)
            optimizer.step()
            clean_sum, adv_sum = clean_sum + clean, adv_sum + adv
        steps = -(-x_tr.shape[0] // batch_size)
        f1 = macro_f1(model, x_te, y_te)
        print(f"epoch {epoch} clean {clean_sum / steps:.4f} adversarial {adv_sum / steps:.4f} "
              f"macro-F1 {f1.mean():.3f}")
    return model


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    parse_config(CONFIG)
    g = torch.Generator().manual_seed(2)
    data = (library(3000, g), library(800, g))
    model = OdorNet()
    print("batch size", query("fit", "batch_size"), "| notes:", ", ".join(NOTES))
    print("untrained macro-F1", round(macro_f1(model, *data[1]).mean().item(), 3))
    fit(model, EmbeddingFGM(), data)
    per_note = macro_f1(model, *data[1])
    print({note: round(v, 3) for note, v in zip(NOTES, per_note.tolist())})


if __name__ == "__main__":
    main()
