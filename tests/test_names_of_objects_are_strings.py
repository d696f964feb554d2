"""`obj.__name__`, `obj.__class__.__name__`, `__qualname__`, `__module__`, `__doc__` are strings
whatever the object is: a name built from a network's class (`"TF" +
pt_model.__class__.__name__`) and the class `getattr` finds by it are no tensors of that network
(session 50's last look: transformers' TF-to-PyTorch loader had `tf_weight.numpy()` of a
TensorFlow variable reported as a tensor requiring grad, AGL013)."""
import textwrap

from autograd_lint import lint_source


def test_weights_of_a_class_found_by_a_built_name():
    source = textwrap.dedent('''
        import torch.nn as nn
        import tensorflow_models


        def load_into(pt_model: nn.Module):
            name = "TF" + pt_model.__class__.__name__
            tf_model = getattr(tensorflow_models, name)(pt_model.config)
            weights = {}
            for tf_weight in tf_model.weights:
                weights[tf_weight.name] = tf_weight.numpy()
            return weights


        load_into(nn.Linear(3, 2))
    ''')
    assert [f.code for f in lint_source(source, "convert.py")] == []


def test_the_network_output_itself_still_needs_detach():
    source = textwrap.dedent('''
        import torch
        import torch.nn as nn


        def describe(model: nn.Module, x):
            label = model.__class__.__name__ + ":" + type(model).__qualname__
            return label, model(x).numpy()


        describe(nn.Linear(3, 2), torch.randn(4, 3))
    ''')
    assert [f.code for f in lint_source(source, "describe.py")] == ["AGL013"]
