import torch

from pen_ctc.decode import character_error_rate, greedy
from pen_ctc.model import StrokeRecognizer
from pen_ctc.objectives import total_loss
from pen_ctc.strokes import batches, collate, handwriting

WEIGHTS = {"ctc": 1.0, "blank": 0.1}


@torch.no_grad()
def evaluate(model, inputs, targets):
    model.eval()
    pen, lengths, _, _ = collate(inputs, targets)
    cer = character_error_rate(greedy(model(pen), lengths), targets)
    model.train()
    return round(cer, 3)


def main():
    torch.manual_seed(0)
    torch.set_num_threads(1)
    train_inputs, train_targets = handwriting(1000, seed=1)
    test_inputs, test_targets = handwriting(300, seed=2)
    model = StrokeRecognizer()
    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=1e-4)
    plateau = torch.optim.lr_scheduler.ReduceLROnPlateau(optimizer, mode="min", factor=0.5, patience=1)
    print("test CER before training:", evaluate(model, test_inputs, test_targets))
    shuffle = torch.Generator().manual_seed(3)
    for epoch in range(5):
        for pen, lengths, targets, target_lengths in batches(train_inputs, train_targets, 32, shuffle):
            optimizer.zero_grad()
            loss, terms = total_loss(WEIGHTS, model(pen), lengths, targets, target_lengths)
            loss.backward()
            torch.nn.utils.clip_grad_norm_(model.parameters(), 5.0)
            optimizer.step()
        cer = evaluate(model, test_inputs, test_targets)
        plateau.step(cer)
        print(f"epoch {epoch}  test CER {cer}  lr {optimizer.param_groups[0]['lr']:.2e}")


if __name__ == "__main__":
    main()
