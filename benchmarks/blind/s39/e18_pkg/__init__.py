"""Fish-species classification from broadband echosounder target echoes."""
