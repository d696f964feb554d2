"""`tally.add(**terms)` of a dict whose keys the analysis does not know (built on two paths: a
labelled batch gives two loss terms, an unlabelled one gives one) still hands its tensors over:
the callee's `**kwargs` holds them under names not known, and a running sum kept from
`kwargs.items()` keeps their graphs (AGL010), reported at the caller's call."""
from checkout_projects import findings, write_project

TALLY = '''
class Tally:
    def __init__(self):
        self.sums = {}
        self.counts = {}

    def add(self, **terms):
        for name, value in terms.items():
            self.sums[name] = self.sums.get(name, 0.0) + value
            self.counts[name] = self.counts.get(name, 0) + 1

    def means(self):
        return {name: float(total) / self.counts[name] for name, total in self.sums.items()}
'''

LOOP = '''
import torch
import torch.nn.functional as F

from tally import Tally
from naming import NAMES


def terms_of(model, batch):
    features, grade, size = batch
    out = model(features)
    if grade is None:
        return {"size": F.l1_loss(out[:, 0], size)}
    return {"size": F.l1_loss(out[:, 0], size), "grade": F.mse_loss(out[:, 1], grade)}


def run_epoch(model, optimizer, batches):
    tally = Tally()
    for batch in batches:
        terms = terms_of(model, batch)
        optimizer.zero_grad()
        sum(terms.values()).backward()
        optimizer.step()
        tally.add(**TERMS)
    return tally.means()


model = torch.nn.Linear(6, 2)
optimizer = torch.optim.SGD(model.parameters(), lr=0.05)
batches = [(torch.randn(8, 6), None if i % 2 else torch.randn(8), torch.randn(8))
           for i in range(6)]
print(run_epoch(model, optimizer, batches))
'''


def project(root, terms: str) -> None:
    files = {"tally.py": TALLY, "loop.py": LOOP.replace("TERMS", terms)}
    write_project(root, files)


def test_a_mapping_of_unknown_keys_hands_its_graphs_over(tmp_path):
    project(tmp_path, "terms")
    assert findings(tmp_path) == {("loop.py", 23, "AGL010")}


def test_a_mapping_built_from_names_not_known_hands_them_over(tmp_path):
    """(`{name: head(out) ...}` over names read from a configuration: no key is known)"""
    project(tmp_path, "{name: value * 1.0 for name, value in zip(NAMES, terms.values())}")
    assert findings(tmp_path) == {("loop.py", 23, "AGL010")}


def test_the_same_mapping_of_numbers_keeps_nothing(tmp_path):
    project(tmp_path, "{name: value.item() for name, value in terms.items()}")
    assert findings(tmp_path) == set()
