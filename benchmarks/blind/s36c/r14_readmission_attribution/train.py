import torch
import torch.nn.functional as F

from r14_readmission_attribution.attribution import explain, rank
from r14_readmission_attribution.data import FEATURES, Standardizer, make_cohort
from r14_readmission_attribution.model import ReadmissionNet

SETTINGS = {"n_train": 3000, "n_test": 800, "epochs": 15, "batch_size": 128, "lr": 2e-3}


def auc(scores, labels):
    pos, neg = scores[labels == 1], scores[labels == 0]
    return (pos[:, None] > neg[None, :]).float().mean().item()


def main(s=SETTINGS):
    torch.manual_seed(0)
    torch.set_num_threads(1)
    x_raw, y = make_cohort(s["n_train"], seed=0)
    x_test_raw, y_test = make_cohort(s["n_test"], seed=1)
    scaler = Standardizer().fit(x_raw)
    x, x_test = scaler.transform(x_raw), scaler.transform(x_test_raw)

    model = ReadmissionNet(len(FEATURES))
    optimizer = torch.optim.AdamW(model.parameters(), lr=s["lr"], weight_decay=1e-3)
    print(f"readmission rate {y.mean():.3f}")
    for epoch in range(1, s["epochs"] + 1):
        perm = torch.randperm(len(x))
        for i in range(0, len(x), s["batch_size"]):
            idx = perm[i:i + s["batch_size"]]
            loss = F.binary_cross_entropy_with_logits(model(x[idx]), y[idx])
            optimizer.zero_grad()
            loss.backward()
            optimizer.step()
        if epoch % 5 == 0:
            model.eval()
            with torch.no_grad():
                test_auc = auc(model(x_test), y_test)
            model.train()
            print(f"epoch {epoch}: loss {loss.item():.4f} test AUC {test_auc:.3f}")

    feature_attr, unit_attr, head_norm = explain(model, scaler, x_test_raw)
    print("top features:", rank(FEATURES, feature_attr))
    print(f"most active hidden unit {int(unit_attr.abs().argmax())}, "
          f"head grad norm {head_norm:.3f}")


if __name__ == "__main__":
    main()
