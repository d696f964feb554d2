import torch

from promoter_estimator.cnn import MotifScanner
from promoter_estimator.estimator import TorchClassifier
from promoter_estimator.sequences import synthetic_promoters


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(6)
    X_fit, y_fit = synthetic_promoters(3000, gen)
    X_val, y_val = synthetic_promoters(600, gen)
    X_test, y_test = synthetic_promoters(1500, gen)
    clf = TorchClassifier(
        MotifScanner, optimizer=torch.optim.AdamW, max_epochs=8, batch_size=64,
        module__filters=16, module__width=6, optimizer__lr=5e-3, optimizer__weight_decay=1e-3,
    )
    clf.fit(X_fit, y_fit, X_val, y_val)
    print("val accuracy per epoch", " ".join(f"{a:.3f}" for a in clf.history_))
    print(f"test accuracy {clf.score(X_test, y_test):.3f}, test auc {clf.auc(X_test, y_test):.3f}")


if __name__ == "__main__":
    main()
