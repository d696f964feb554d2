ARCH = {
    "temporal": [
        {"name": "thermal", "layers": [["Conv1d", 2, 16, 5, {"padding": 2}], ["GELU"], ["MaxPool1d", 2]]},
        {"name": "accumulate", "layers": [["Conv1d", 16, 32, 5, {"padding": 2}], ["GELU"], ["AdaptiveMaxPool1d", 1], ["Flatten"]]},
    ],
    "static": [4, 16, 16],
    "head": [48, 32],
    "n_classes": 4,
}
