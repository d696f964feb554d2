"""A library helper nothing in the project calls, that copies into the parameters of a network it
is handed (`copy_params_and_buffers(src, dst)`), runs in its caller's grad mode on its caller's
network, whose parameters may not require grad (StyleGAN builds its networks with
`.requires_grad_(False)`): not reported (AGL002). Called with grad on, on a network that trains,
it is; so is a helper that edits a network it builds itself."""
import pytest

from autograd_lint import lint_paths

HELPER = '''
import torch


def copy_params_and_buffers(src_module, dst_module):
    source = dict(src_module.named_parameters())
    for name, tensor in dst_module.named_parameters():
        if name in source:
            tensor.copy_(source[name].detach())
'''

CALLER = '''
import torch
import torch.nn as nn

from helpers import copy_params_and_buffers

student, teacher = nn.Linear(4, 2), nn.Linear(4, 2)
opt = torch.optim.SGD(student.parameters(), lr=0.1)
for _ in range(3):
    copy_params_and_buffers(teacher, student)
    loss = student(torch.randn(8, 4)).pow(2).mean()
    opt.zero_grad()
    loss.backward()
    opt.step()
'''

BUILDS_ITS_OWN = '''
import torch
import torch.nn as nn


def shrunk_head(width, classes):
    head = nn.Linear(width, classes)
    head.weight.mul_(0.01)
    return head
'''


@pytest.mark.parametrize("files, expected", [
    ({"helpers.py": HELPER}, []),                                    # no caller: its callers' mode
    ({"helpers.py": HELPER, "train.py": CALLER}, [("AGL002", "helpers.py")]),
    ({"heads.py": BUILDS_ITS_OWN}, [("AGL002", "heads.py")]),        # a network it built itself
])
def test_inplace_copy_into_a_network_a_helper_is_handed(tmp_path, files, expected):
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    result = lint_paths([str(tmp_path)], jobs=1)
    assert [(f.code, f.path.rsplit("/", 1)[-1]) for f in result.findings] == expected
