import functools

import torch

from . import learners, lots, nets, selection

CONFIG = {
    "pool": 1500, "initial": 80, "budget": 40, "rounds": 5, "epochs": 12, "batch": 20,
    "width": 32, "lr": 0.05, "lpm_lr": 1e-3,
}


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    gen = torch.Generator().manual_seed(1)
    pool_x, pool_y = lots.make_lots(CONFIG["pool"], gen)
    test_x, test_y = lots.make_lots(800, gen)

    model = nets.VigourNet(len(lots.FEATURES), CONFIG["width"], len(lots.CLASSES))
    predictor = nets.LossPredictor(model.tap_widths)
    classifier = learners.ClassifierLearner(
        model, torch.optim.SGD(model.parameters(), lr=CONFIG["lr"], momentum=0.9))
    ranker = learners.LossPredictionLearner(
        predictor,
        torch.optim.Adam(predictor.parameters(), lr=CONFIG["lpm_lr"]),
        feature_fn=model.taps,
        target_fn=functools.partial(selection.per_lot_loss, model),
    )

    print(f"untrained test accuracy {selection.accuracy(model, test_x, test_y):.3f}")
    labelled = torch.arange(CONFIG["initial"])
    for rnd in range(CONFIG["rounds"]):
        x, y = pool_x[labelled], pool_y[labelled]
        for _ in range(CONFIG["epochs"]):
            ce, rank = [], []
            for xb, yb in lots.batches(x, y, CONFIG["batch"], gen):
                ce.append(classifier.update(xb, yb))
                rank.append(ranker.update(xb, yb))
        acc = selection.accuracy(model, test_x, test_y)
        ce, rank = sum(ce) / len(ce), sum(rank) / len(rank)
        print(f"round {rnd}: {len(labelled)} lots tested, last-epoch ce {ce:.3f}, "
              f"ranking {rank:.3f}, test accuracy {acc:.3f}")
        mask = torch.ones(len(pool_x), dtype=torch.bool)
        mask[labelled] = False
        candidates = mask.nonzero().squeeze(1)
        picked = selection.most_informative(
            predictor, model.taps, pool_x[candidates], CONFIG["budget"])
        labelled = torch.cat([labelled, candidates[picked]])


if __name__ == "__main__":
    main()
