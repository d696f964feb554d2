from helpers import *
from signals import accelerometer_windows

EPOCHS = 5
BATCH = 32


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x, y = accelerometer_windows()
    x_tr, y_tr, x_va, y_va = x[:360], y[:360], x[360:], y[360:]
    model = make_classifier(x.shape[1], 4)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3)
    crit = nn.CrossEntropyLoss()
    for epoch in range(EPOCHS):
        model.train()
        for xb, yb in batches(x_tr, y_tr, BATCH):
            opt.zero_grad()
            loss = crit(model(xb), yb)
            loss.backward()
            opt.step()
        model.eval()
        with torch.no_grad():
            val_logits = model(x_va)
        print(f"epoch {epoch}: train loss {loss.item():.3f} val acc {accuracy(val_logits, y_va):.3f}")


if __name__ == "__main__":
    main()
