"""A shared epoch function that trains when handed an optimizer and evaluates when handed None
(`run_epoch(model, loader, criterion, None)` after `model.eval()`): each call runs knowing its
argument, so `if optimizer:` is false in the evaluation's run, which builds graphs with grad on
(AGL009), and true in the training's. A truth the call shows is not split into two runs."""
import textwrap

from autograd_lint import lint_source
from checkout_projects import findings, write_project

EPOCH = '''
import torch


def run_epoch(model, loader, loss_fn, optimizer, desc=""):
    total, seen = 0.0, 0
    for inputs, labels in loader:
        if optimizer:
            optimizer.zero_grad()
        logits = model(inputs)
        loss = loss_fn(logits, labels)
        if optimizer:
            loss.backward()
            optimizer.step()
        total += loss.item() * len(labels)
        seen += len(labels)
    return total / max(seen, 1)
'''

TRAIN = '''
import torch
from torch import nn

from engine import run_epoch


def main():
    model = nn.Sequential(nn.Linear(6, 16), nn.ReLU(), nn.Linear(16, 3))
    optimizer = torch.optim.SGD(model.parameters(), lr=0.05, momentum=0.9)
    criterion = nn.CrossEntropyLoss()
    batches = [(torch.randn(8, 6), torch.randint(0, 3, (8,))) for _ in range(4)]
    for epoch in range(3):
        model.train()
        train_loss = run_epoch(model, batches, criterion, optimizer, desc="train")
        model.eval()
        {evaluation}
        print(epoch, train_loss, valid_loss)


if __name__ == "__main__":
    main()
'''


def project(root, evaluation: str) -> None:
    files = {"engine.py": EPOCH, "train.py": TRAIN.replace("{evaluation}", evaluation)}
    write_project(root, files)


def test_the_evaluation_run_of_a_shared_epoch_builds_graphs(tmp_path):
    project(tmp_path, 'valid_loss = run_epoch(model, batches, criterion, None, desc="valid")')
    assert findings(tmp_path) == {("engine.py", 9, "AGL009")}


def test_the_evaluation_run_under_no_grad_is_fine(tmp_path):
    project(tmp_path, 'with torch.no_grad():\n'
                      '            valid_loss = run_epoch(model, batches, criterion, None)')
    assert findings(tmp_path) == set()


def test_the_training_run_alone_is_fine(tmp_path):
    project(tmp_path, "valid_loss = 0.0")
    assert findings(tmp_path) == set()


def test_a_flag_the_caller_leaves_unknown_still_runs_both_ways():
    # (an optimizer built on one path only: whether this run evaluates is not known)
    source = EPOCH + '''

def fit(model, loader, criterion, tune):
    optimizer = torch.optim.Adam(model.parameters()) if tune else None
    model.eval()
    return run_epoch(model, loader, criterion, optimizer)
'''
    codes = [f.code for f in lint_source(textwrap.dedent(source), "t.py")]
    assert codes == []
