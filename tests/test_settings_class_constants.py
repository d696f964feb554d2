"""A settings class's constant read on the class (`CFG.n_test` of `class CFG: n_test = 8`) is
that literal: `torch.FloatTensor(CFG.n_test)` makes 8 floats of garbage, and an out-of-fold
accumulator `+=`'d into reads them (AGL015; held-out blind set s43e, me13). Data given the
same way (`CFG.prior = [0.2, 0.8]`) is copied, not garbage; an enum's members stay members."""
import textwrap

from autograd_lint import lint_source

KFOLD = '''
import enum
import torch


class CFG:
    n_test = 8
    n_folds = 3
    prior = [0.25, 0.75]


class Phase(enum.Enum):
    TRAIN = 1
    VALID = 2


def inference(x):
    return torch.cat([x * 2 for _ in range(1)])


def main():
    test_pred = MADE
    for fold in range(CFG.n_folds):
        fold_test = inference(torch.randn(CFG.n_test))
        test_pred += fold_test / CFG.n_folds
    return test_pred.numpy()


if __name__ == "__main__":
    main()
'''


def codes(made: str) -> list[str]:
    return [f.code for f in lint_source(textwrap.dedent(KFOLD).replace("MADE", made), "kfold.py")]


def test_a_size_named_by_a_settings_class():
    assert codes("torch.FloatTensor(CFG.n_test)") == ["AGL015"]
    assert codes("torch.zeros(CFG.n_test)") == []


def test_data_named_by_a_settings_class_is_copied():
    assert codes("torch.FloatTensor(CFG.prior * 4)") == []


def test_an_enum_member_is_no_size():
    assert codes("torch.FloatTensor(Phase.TRAIN.value)") == []
